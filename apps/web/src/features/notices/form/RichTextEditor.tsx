import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import InsertLink from '@mui/icons-material/InsertLink';
import Title from '@mui/icons-material/Title';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../lib/intl/catalogs';

interface RichTextEditorProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (html: string) => void;
  readonly error?: string | null;
  readonly disabled?: boolean;
}

/**
 * The notice's message (issue #14: rich text, TipTap): bold, italic, two heading levels, bullet
 * and numbered lists, links. The toolbar is a labelled toolbar of toggle buttons (each says
 * whether it is on); the editing area is a labelled multi-line textbox, so a screen reader names
 * it and Tab leaves it (TipTap does not trap Tab). What it produces is HTML the server sanitizes.
 */
export function RichTextEditor({ label, value, onChange, error, disabled }: RichTextEditorProps) {
  const intl = useIntl();
  const labelId = useId();
  const errorId = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const instance = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] } })],
    content: value,
    editable: !disabled,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  // TipTap may destroy an instance and make a new one (useEditor's clean-up runs on a timer); a
  // destroyed instance has no schema left to read, so it is never used, here or in an effect that
  // runs after it was replaced.
  const editor = instance && !instance.isDestroyed ? instance : null;
  // A notice loaded after the editor started (edit screen) fills it once.
  useEffect(() => {
    if (editor && !editor.isDestroyed && !editor.isFocused && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const t = (id: string) => intl.formatMessage({ id: `noticesForm.editor.${id}` as MessageId });
  const tool = (key: string, icon: ReactNode, active: boolean, run: (e: Editor) => void) => (
    <ToggleButton
      key={key}
      value={key}
      size="small"
      selected={active}
      aria-pressed={active}
      aria-label={t(key)}
      title={t(key)}
      disabled={disabled || !editor}
      // A pointer press keeps the focus (and the selection) in the editor, so what is typed right
      // after a click lands there; the keyboard still reaches the button (Tab, Enter/Space).
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => editor && run(editor)}
      sx={{ border: 0 }}
    >
      {icon}
    </ToggleButton>
  );
  const is = (name: string, attrs?: Record<string, unknown>) => Boolean(editor?.isActive(name, attrs));

  return (
    <Box>
      <Typography id={labelId} component="p" variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, '&:focus-within': { borderColor: 'primary.main', boxShadow: (th) => `0 0 0 1px ${th.palette.primary.main}` } }}>
        <Box role="toolbar" aria-label={t('toolbar')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
          {tool('bold', <FormatBold />, is('bold'), (e) => e.chain().focus().toggleBold().run())}
          {tool('italic', <FormatItalic />, is('italic'), (e) => e.chain().focus().toggleItalic().run())}
          {tool('heading2', <Title />, is('heading', { level: 2 }), (e) => e.chain().focus().toggleHeading({ level: 2 }).run())}
          {tool('heading3', <Title fontSize="small" />, is('heading', { level: 3 }), (e) => e.chain().focus().toggleHeading({ level: 3 }).run())}
          {tool('bulletList', <FormatListBulleted />, is('bulletList'), (e) => e.chain().focus().toggleBulletList().run())}
          {tool('orderedList', <FormatListNumbered />, is('orderedList'), (e) => e.chain().focus().toggleOrderedList().run())}
          {tool('link', <InsertLink />, is('link'), () => setLinkOpen(true))}
        </Box>
        <Box
          sx={{
            px: 1.5,
            py: 1,
            minHeight: 200,
            typography: 'body1',
            '& .ProseMirror': { outline: 'none', minHeight: 180 },
            '& .ProseMirror p': { my: 1 },
            '& .ProseMirror a': { color: 'primary.main' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error ? (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      ) : null}
      {linkOpen && editor ? <LinkDialog editor={editor} onClose={() => setLinkOpen(false)} /> : null}
    </Box>
  );
}

/** The address of a link over the selection (empty removes the link). */
function LinkDialog({ editor, onClose }: { readonly editor: Editor; readonly onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const [href, setHref] = useState<string>((editor.getAttributes('link')['href'] as string | undefined) ?? 'https://');
  const [problem, setProblem] = useState(false);
  const apply = () => {
    const value = href.trim();
    if (!value || value === 'https://') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else if (!/^(https?:\/\/|mailto:|\/)/i.test(value)) {
      setProblem(true);
      return;
    } else editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
    onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{intl.formatMessage({ id: 'noticesForm.editor.link' })}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={intl.formatMessage({ id: 'noticesForm.editor.linkAddress' })}
          value={href}
          error={problem}
          helperText={intl.formatMessage({ id: problem ? 'noticesForm.editor.linkInvalid' : 'noticesForm.editor.linkHelp' })}
          onChange={(e) => {
            setHref(e.target.value);
            setProblem(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage({ id: 'form.cancel' })}</Button>
        <Button variant="contained" onClick={apply}>
          {intl.formatMessage({ id: 'noticesForm.editor.linkApply' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
