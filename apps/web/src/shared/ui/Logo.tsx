import { DARK_PURPLE } from './theme';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill={DARK_PURPLE} />
      <path d="M9 7h10l5 5v13H9z" fill="#fff" />
      <path d="M12 15h9M12 19h9M12 23h6" stroke={DARK_PURPLE} strokeWidth="2" />
    </svg>
  );
}
