import { Trans } from '@lingui/react/macro';
import { Fragment, type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { plainLink, type RenderLink } from './linkRenderer.tsx';

export interface TabItem<Value extends string> {
  value: Value;
  label: ReactNode;
  /** A number beside the label (orders in that state). */
  count?: number;
  /** A red dot: something in this tab needs attention. */
  dot?: boolean;
}

export interface TabsProps<Value extends string> {
  /** Names the tab list for assistive tech. */
  label: string;
  items: readonly TabItem<Value>[];
  value: Value;
  /** Button tabs: called on click and on arrow keys (automatic activation). Link tabs navigate instead. */
  onChange?: (value: Value) => void;
  /**
   * Tabs bound to a URL search param: each tab is a link to its own URL, shareable. Arrow keys move
   * focus; Enter or a click follows the link.
   */
  hrefFor?: (value: Value) => string;
  renderLink?: RenderLink;
  /** The selected tab's content, in its tabpanel. */
  children?: ReactNode;
}

/** A WAI-ARIA tab list (arrow keys, Home/End, roving tabindex) and its panel. */
export function Tabs<Value extends string>({
  label,
  items,
  value,
  onChange,
  hrefFor,
  renderLink = plainLink,
  children,
}: TabsProps<Value>) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const last = items.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) {
      // Space activates a link tab as it does a button.
      if (event.key === ' ' && hrefFor) {
        event.preventDefault();
        event.currentTarget.click();
      }
      return;
    }
    event.preventDefault();
    const next = items[target];
    if (!next) return;
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[target]?.focus();
    if (!hrefFor) onChange?.(next.value);
  };

  return (
    <div className="ui-tabs">
      <div ref={listRef} role="tablist" aria-label={label} className="ui-tablist">
        {items.map((item, index) => {
          const selected = item.value === value;
          const content = (
            <>
              <span className="ui-tab-label">{item.label}</span>
              {item.count !== undefined && <span className="ui-tab-count">{item.count}</span>}
              {item.dot && (
                <span className="ui-tab-dot">
                  <span className="visually-hidden">
                    <Trans>(needs attention)</Trans>
                  </span>
                </span>
              )}
            </>
          );
          const tabProps = {
            id: tabId(index),
            role: 'tab',
            className: 'ui-tab',
            'aria-selected': selected,
            'aria-controls': panelId,
            tabIndex: selected ? 0 : -1,
            onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index),
          } as const;
          return hrefFor ? (
            <Fragment key={item.value}>
              {renderLink({ ...tabProps, href: hrefFor(item.value), children: content })}
            </Fragment>
          ) : (
            <button key={item.value} type="button" {...tabProps} onClick={() => onChange?.(item.value)}>
              {content}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(
          Math.max(
            0,
            items.findIndex((item) => item.value === value),
          ),
        )}
        className="ui-tabpanel"
      >
        {children}
      </div>
    </div>
  );
}
