export function protocolNumberLabel(protocolNumber: number): string {
  return `№ ${protocolNumber}`;
}
