import type { DOMAttributes, ReactElement, ReactNode } from 'react';
import {
  Button as AriaButton,
  Focusable,
  Link as AriaLink,
  OverlayArrow,
  Tooltip,
  TooltipTrigger,
} from 'react-aria-components';
import { cx } from './bindable';
import styles from './delayed-popover.module.css';

/** The spec's popover timing: shown 500 ms after the pointer rests on its trigger, hidden 50 ms after it leaves. */
export const popoverShowDelayMs = 500;
export const popoverHideDelayMs = 50;
/** The spec's delay of a plain tooltip (a button's name, a shortened note). */
export const tooltipDelayMs = 250;

type Placement = 'top' | 'bottom' | 'start' | 'end';

export interface DelayedPopoverProps {
  /** What the popover shows (text, or a small block: the details of a calendar entry). */
  content: ReactNode;
  /**
   * The trigger: a react-aria `Button` or `Link`, or one focusable DOM element (`<span tabIndex={0}>`), which
   * gets the popover's hover and focus handlers.
   */
  children: ReactElement;
  placement?: Placement;
  /** Wider, padded box for more than a line. */
  rich?: boolean;
  showDelayMs?: number;
  hideDelayMs?: number;
  isDisabled?: boolean;
}

/**
 * Details that show when the pointer rests on the trigger for 500 ms and hide 50 ms after it leaves (so that
 * passing over a calendar does not flash them). Keyboard users get them at once on focus; Esc hides them.
 * Screen readers read the content as the trigger's description.
 */
export function DelayedPopover({
  content,
  children,
  placement = 'bottom',
  rich = true,
  showDelayMs = popoverShowDelayMs,
  hideDelayMs = popoverHideDelayMs,
  isDisabled,
}: DelayedPopoverProps) {
  return (
    <TooltipTrigger delay={showDelayMs} closeDelay={hideDelayMs} isDisabled={isDisabled}>
      <Trigger>{children}</Trigger>
      <Tooltip placement={placement} offset={6} className={cx(styles.tooltip, rich && styles.rich)}>
        <OverlayArrow className={styles.arrow}>
          <svg width={10} height={6} viewBox="0 0 10 6" aria-hidden="true">
            <path d="M0 0 L5 6 L10 0" />
          </svg>
        </OverlayArrow>
        {content}
      </Tooltip>
    </TooltipTrigger>
  );
}

/**
 * The trigger as react-aria needs it: its own buttons and links take the trigger's props from context, a DOM
 * element gets them through `Focusable`, and any other component is wrapped in a span that does (focus and
 * hover events reach it from inside).
 */
function Trigger({ children }: { children: ReactElement }) {
  if (children.type === AriaButton || children.type === AriaLink) return children;
  if (isDomElement(children)) return <Focusable>{children}</Focusable>;
  return (
    <Focusable>
      <span className={styles.trigger}>{children}</span>
    </Focusable>
  );
}

function isDomElement(element: ReactElement): element is ReactElement<DOMAttributes<Element>, string> {
  return typeof element.type === 'string';
}
