/** Whether the screen at pathname is the one `to` names or one under it; the home page only itself. */
export function isCurrentScreen(pathname: string, to: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (to === '/') return path === '/';
  return path === to || path.startsWith(`${to}/`);
}
