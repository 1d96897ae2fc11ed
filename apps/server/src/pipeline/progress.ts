/** Reports non-decreasing whole percents 0–100, at most once per value. */
export function progressReporter(onProgress: ((percent: number) => void) | undefined): (percent: number) => void {
  let last = -1;
  return (percent) => {
    const whole = Math.max(0, Math.min(100, Math.floor(percent)));
    if (whole <= last) return;
    last = whole;
    onProgress?.(whole);
  };
}
