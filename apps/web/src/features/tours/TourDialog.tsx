/*
 * Why @reactour/tour: maintained (3.8), React 16–19 as peer, and it does the hard, visual half of a
 * tour: finds a step's target by selector, scrolls it into view, masks the rest of the page around
 * it and keeps the popover beside it as the page moves; its default keyboard is the spec's (Esc
 * closes, ← and → move). The half it does not do is ours: its popover has no dialog role and v3
 * dropped its focus lock, and its badge/dots/arrows are not what spec 01 §2 asks. So the popover's
 * content is this file's card (ContentComponent): role="dialog" labelled by the step's title and
 * "step n of N", described by its text, focus held inside it (MUI's TrapFocus) and given back where
 * it was when the tour closes, a "current/total" badge, Skip, Back, Next/Finish, no dots. This
 * module (with the library) is a chunk of its own, fetched only when a tour opens.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import TrapFocus from '@mui/material/Unstable_TrapFocus';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { OnboardingTour } from '@portal/domain';
import { Tour, type PopoverContentProps, type StepType } from '@reactour/tour';
import { createContext, useContext, useEffect, useId, useMemo, useRef, useState, type SetStateAction } from 'react';
import { useIntl } from 'react-intl';
import { srOnly } from '../../components/a11y/sr-only';
import { usePortalLabels } from '../../lib/portal-properties/PortalPropertiesContext';
import { stepsOnScreen, targetSelector, type TourStepDef } from './tour-definitions';

export interface TourDialogProps {
  readonly tour: OnboardingTour;
  /**
   * The tour is over: `seen` when the user finished or skipped it (Finish, Skip, Esc, a click
   * outside), false when it could not open (none of its targets on screen).
   */
  readonly onDone: (seen: boolean) => void;
}

const StepsContext = createContext<readonly TourStepDef[]>([]);

const noop = () => undefined;

/** The open tour of one screen: the steps whose targets are on screen when it opens. */
export default function TourDialog({ tour, onDone }: TourDialogProps) {
  const theme = useTheme();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  // Taken once: the steps do not change under the user's eyes while the tour is open.
  const [steps] = useState(() => stepsOnScreen(tour));
  const [current, setCurrent] = useState(0);
  // The step on screen, for the keyboard: the library re-registers its key listener in an effect,
  // which under the production build's Preact runs after the next paint, so an arrow pressed right
  // after another would read the step from before it.
  const currentRef = useRef(current);
  currentRef.current = current;
  const none = steps.length === 0;
  useEffect(() => {
    if (none) onDone(false);
  }, [none, onDone]);
  const targets = useMemo<StepType[]>(() => steps.map((s) => ({ selector: targetSelector(s.target), content: '' })), [steps]);
  // Every way out (Finish, Skip, Esc, the mask) closes the tour through here: all of them mark it seen.
  const setOpen = (open: SetStateAction<boolean>) => {
    if (!(typeof open === 'function' ? open(true) : open)) onDone(true);
  };
  if (none) return null;
  return (
    <StepsContext.Provider value={steps}>
      <Tour
        isOpen
        steps={targets}
        currentStep={current}
        setCurrentStep={setCurrent}
        setIsOpen={setOpen}
        disabledActions={false}
        setDisabledActions={noop}
        ContentComponent={TourCard}
        // The library's own handler reads the deprecated keyCode; the same keys by their names.
        keyboardHandler={(e, click) => {
          if (!click) return;
          const to = { ArrowRight: currentRef.current + 1, ArrowLeft: currentRef.current - 1 }[e.key];
          if (e.key === 'Escape') {
            e.preventDefault();
            onDone(true);
          } else if (to !== undefined && to >= 0 && to < steps.length) {
            e.preventDefault();
            click.setCurrentStep(to);
          }
        }}
        // The page under the mask is not clickable while the tour is open (it is a modal dialog).
        disableInteraction
        onClickMask={() => onDone(true)}
        padding={{ mask: 6, popover: 12 }}
        styles={{
          popover: (base) => ({
            ...base,
            padding: 0,
            width: 'min(360px, calc(100vw - 24px))',
            maxWidth: 'none',
            borderRadius: 8,
            backgroundColor: theme.palette.background.paper,
            color: theme.palette.text.primary,
            boxShadow: theme.shadows[8],
            transition: reducedMotion ? 'none' : base.transition,
          }),
          maskArea: (base) => ({ ...base, rx: 8 }),
          maskWrapper: (base) => ({ ...base, opacity: 0.55 }),
        }}
      />
    </StepsContext.Provider>
  );
}

/** The card inside the library's popover: the dialog itself. */
function TourCard({ currentStep, setCurrentStep, setIsOpen }: PopoverContentProps) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const steps = useContext(StepsContext);
  const titleId = useId();
  const stepId = useId();
  const bodyId = useId();
  const root = useRef<HTMLDivElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  // Whether the user has moved from the first step shown (Next, Back or the arrow keys).
  const [moved, setMoved] = useState(false);
  const shown = useRef(currentStep);
  const def = steps[currentStep];
  const total = steps.length;
  const last = currentStep === total - 1;

  // A button that disappears or is disabled under the focus (Back on the first step) hands it to Next.
  useEffect(() => {
    if (currentStep !== shown.current) setMoved(true);
    const active = document.activeElement;
    if (root.current && (!root.current.contains(active) || (active instanceof HTMLButtonElement && active.disabled))) {
      if (active !== root.current) next.current?.focus();
    }
  }, [currentStep]);

  if (!def) return null;
  const title = intl.formatMessage({ id: def.title }, labels);
  const body = intl.formatMessage({ id: def.body }, labels);
  const position = intl.formatMessage({ id: 'tours.step' }, { current: currentStep + 1, total });

  return (
    <TrapFocus open>
      <Box
        ref={root}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${titleId} ${stepId}`}
        aria-describedby={bodyId}
        tabIndex={-1}
        sx={{ p: 2, '&:focus': { outline: 'none' } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, mb: 1 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, flexGrow: 1, lineHeight: 1.4 }}>
            {title}
          </Typography>
          {/* The badge reads "2/5"; a screen reader hears "step 2 of 5" (part of the dialog's name). */}
          <Box
            component="span"
            aria-hidden
            data-testid="tour-badge"
            sx={{ flexShrink: 0, px: 1, py: 0.25, borderRadius: 4, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '0.8125rem', fontWeight: 600 }}
          >
            {currentStep + 1}/{total}
          </Box>
          <Box component="span" id={stepId} sx={srOnly}>
            {position}
          </Box>
        </Box>
        <Typography id={bodyId} variant="body2">
          {body}
        </Typography>
        {/* Moving by Next/Back (or the arrows) keeps the focus on the button: the new step is read out. */}
        <Box aria-live="polite" sx={srOnly}>
          {moved ? `${position}. ${title}. ${body}` : ''}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 2 }}>
          <Button size="small" onClick={() => setIsOpen(false)} sx={{ mr: 'auto' }}>
            {intl.formatMessage({ id: 'tours.skip' })}
          </Button>
          <Button size="small" variant="outlined" disabled={currentStep === 0} onClick={() => setCurrentStep(currentStep - 1)}>
            {intl.formatMessage({ id: 'tours.back' })}
          </Button>
          <Button ref={next} size="small" variant="contained" onClick={() => (last ? setIsOpen(false) : setCurrentStep(currentStep + 1))}>
            {intl.formatMessage({ id: last ? 'tours.finish' : 'tours.next' })}
          </Button>
        </Box>
      </Box>
    </TrapFocus>
  );
}
