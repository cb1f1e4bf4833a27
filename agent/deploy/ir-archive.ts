import yauzl from 'yauzl';

/**
 * The IR in an OpenVINO export (a zip the exporter makes): its one `.xml` and the `.bin` of the
 * same name, wherever they sit in the archive. Anything else in it (metadata) is left out.
 */
export function readIrArchive(file: string): Promise<{ xml: Buffer; bin: Buffer }> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, strictFileNames: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('the artifact is not a zip archive'));
      const files = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => {
        const xmls = [...files.keys()].filter((name) => name.endsWith('.xml'));
        if (xmls.length !== 1) return reject(new Error(`the archive holds ${xmls.length} .xml files, not one IR`));
        const xml = xmls[0]!;
        const bin = files.get(xml.replace(/\.xml$/, '.bin'));
        if (!bin) return reject(new Error(`the archive has no .bin beside ${xml}`));
        resolve({ xml: files.get(xml)!, bin });
      });
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!/\.(xml|bin)$/.test(entry.fileName)) return zip.readEntry();
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr || !stream) return reject(streamErr ?? new Error(`cannot read ${entry.fileName}`));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
