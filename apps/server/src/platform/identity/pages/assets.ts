/**
 * Static assets of the identity pages, kept as strings so the compiled server needs no file
 * copy step. Colours keep at least 4.5:1 contrast (WCAG AA) on their backgrounds.
 */
export const IDENTITY_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;color:#1a1a1a;background:#eef1f5}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;padding:24px 16px}
.card{width:100%;max-width:400px;background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.15);padding:32px 28px}
h1{font-size:1.5rem;margin:0 0 20px;font-weight:600;color:#0b2a4a}
p{line-height:1.5;margin:0 0 16px}
form{margin:0}
.field{margin-bottom:16px}
label{display:block;font-weight:600;margin-bottom:6px}
input[type=email],input[type=password],input[type=text]{width:100%;font:inherit;padding:10px 12px;border:1px solid #6b7280;border-radius:4px;background:#fff;color:#1a1a1a}
input:focus,button:focus,a:focus{outline:3px solid #1d5fbf;outline-offset:2px}
.hint{display:block;font-size:.875rem;color:#4b5563;margin-top:4px}
button{font:inherit;font-weight:600;cursor:pointer;border-radius:4px;padding:10px 16px;border:1px solid transparent}
button.primary{width:100%;background:#0b4f9c;color:#fff}
button.primary:hover{background:#083d79}
a{color:#0b4f9c}
.links{margin-top:20px;text-align:center}
.notice{padding:10px 12px;border-radius:4px;border-left:4px solid}
.notice.error{background:#fdecec;border-color:#b3261e;color:#7a1a14}
.notice.info{background:#e8f1fb;border-color:#0b4f9c;color:#0b2a4a}
footer{margin-top:20px}
.languages ul{list-style:none;display:flex;gap:16px;margin:0;padding:0;flex-wrap:wrap;justify-content:center}
.languages a{color:#1f3b5c}
.languages a[aria-current]{font-weight:700;text-decoration:none}
`;

/**
 * Auto-confirms the sign-out page when the server marked it so (the portal sent a valid
 * id_token_hint for this very session): the user already clicked "sign out" in the portal.
 * A file, not an inline script, because of the CSP; without script the buttons still work.
 */
export const LOGOUT_JS = `
document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('op.logoutForm');
  if (!form || !document.querySelector('[data-auto-logout="yes"]')) return;
  var input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'logout';
  input.value = 'yes';
  form.appendChild(input);
  form.submit();
});
`;
