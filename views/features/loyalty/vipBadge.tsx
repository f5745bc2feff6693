/**
 * A VIP level's badge: a shield with the level's number and one to five stars, in the level's colour (CSS
 * classes, so colours come from the tokens). Decorative unless `label` names it.
 */
export function VipBadge({ level, size = 64, label }: { level: number; size?: number; label?: string }) {
  const stars = Math.max(0, Math.min(5, level));
  const starX = (index: number) => 32 + (index - (stars - 1) / 2) * 9;
  return (
    <svg
      className={`vip-badge vip-badge-${level}`}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path className="vip-badge-shield" d="M32 3 56 12v18c0 15-10 26-24 31C18 56 8 45 8 30V12Z" />
      <path className="vip-badge-inner" d="M32 9 50 16v14c0 12-8 21-18 25-10-4-18-13-18-25V16Z" />
      <text className="vip-badge-text" x="32" y="36" textAnchor="middle">
        V{level}
      </text>
      {Array.from({ length: stars }, (_, index) => (
        <path
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are identical and never reorder
          key={index}
          className="vip-badge-star"
          transform={`translate(${starX(index)} 45) scale(0.32)`}
          d="M0-10 2.9-4 9.5-3.1 4.8 1.5 5.9 8.1 0 5 -5.9 8.1 -4.8 1.5 -9.5-3.1 -2.9-4Z"
        />
      ))}
    </svg>
  );
}
