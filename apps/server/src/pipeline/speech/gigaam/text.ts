/** sherpa-onnx joins BPE pieces as they are: "▁" marks a word start in GigaAM's tokens. */
export function cleanRecognizedText(raw: string): string {
  return raw.replace(/▁/g, ' ').replace(/\s+/g, ' ').trim();
}
