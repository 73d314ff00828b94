/**
 * The files of one export: the system's writer, the file names the Kanzlei expects (payroll.md: `LODAS_`,
 * `LuG_`, `SAGE_`), and the encoding (Windows-1252; Sage's template may say UTF-8; never a BOM).
 */
import { encodeCp1252 } from './cp1252';
import { writeLodas } from './lodas';
import { writeLug } from './lug';
import type { PayrollDocument, PayrollFile } from './payroll-document';
import { compactMonth } from './payroll-format';
import type { TPayrollSettings } from './payroll-settings';
import { writeSage } from './sage';

function encode(text: string, encoding: 'windows-1252' | 'utf-8'): { bytes: Uint8Array; replaced: number } {
  // TextEncoder writes no BOM.
  if (encoding === 'utf-8') return { bytes: new TextEncoder().encode(text), replaced: 0 };
  return encodeCp1252(text);
}

export function writePayrollFiles(
  doc: PayrollDocument,
  settings: Pick<TPayrollSettings, 'lugFieldOrder' | 'sage' | 'lodasAbsences' | 'lugCalendar'>,
): { files: PayrollFile[]; replaced: number } {
  const { consultantNumber, clientNumber, system } = doc.header;
  const month = compactMonth(doc.header.month);
  const texts: { fileName: string; role: PayrollFile['role']; text: string }[] = [];
  let encoding: 'windows-1252' | 'utf-8' = 'windows-1252';
  if (system === 'lodas') {
    texts.push({
      fileName: `LODAS_${consultantNumber}_${clientNumber}_${month}.txt`,
      role: 'movements',
      text: writeLodas(doc, settings.lodasAbsences),
    });
  } else if (system === 'lug') {
    texts.push({
      fileName: `LuG_${consultantNumber}_${clientNumber}_${month}.txt`,
      role: 'movements',
      text: writeLug(doc, settings.lugFieldOrder, settings.lugCalendar),
    });
  } else {
    encoding = settings.sage.encoding;
    const { movements, absences } = writeSage(doc, settings.sage);
    texts.push({ fileName: `SAGE_${clientNumber}_${month}.txt`, role: 'movements', text: movements });
    // A month without absences writes no empty Fehltage file (an empty import file only raises questions).
    if (absences !== null && absences !== '')
      texts.push({
        fileName: `SAGE_${clientNumber}_${month}_Fehltage.txt`,
        role: 'absences',
        text: absences,
      });
  }
  let replaced = 0;
  const files = texts.map(({ fileName, role, text }) => {
    const encoded = encode(text, encoding);
    replaced += encoded.replaced;
    return { fileName: fileName.replace(/[^\w.-]/g, ''), role, bytes: encoded.bytes };
  });
  return { files, replaced };
}
