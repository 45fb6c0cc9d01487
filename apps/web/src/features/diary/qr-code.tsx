import qrcode from 'qrcode-generator';

/**
 * The link as a QR code to show at the desk. Its library (qrcode-generator) comes only with this
 * file, loaded lazily when 'Mostrar QR code' is pressed: never in the first page's chunks.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  return <img src={qr.createDataURL(6, 2)} alt={label} width={qr.getModuleCount() * 6 + 24} style={{ maxWidth: '100%', height: 'auto' }} />;
}
