import http from 'node:http';
import { firstLoadFiles, type PageSources } from '../../apps/web/scripts/bundle-size';

/** Body bytes of one answer exactly as they came over the wire (no decompression). */
function sentBytes(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
        else resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') });
      });
    });
    req.on('error', reject);
  });
}

export interface FirstLoad {
  bytes: number;
  files: number;
  /** Files that came without compression, by name. */
  uncompressed: string[];
}

/**
 * What the running product at `base` sends a browser that accepts brotli for the first visit of a page
 * (its HTML, then the entry's and the page chunk's static closure of scripts and styles, from the
 * build manifest), counted over HTTP. A page the server draws is asked for at its own address
 * (`address`: the HTML with the page and its data in it), not as its entry's bare template.
 */
export async function firstLoadOverHttp(
  base: string,
  distDir: string,
  page: PageSources,
  address?: string,
): Promise<FirstLoad> {
  const files = firstLoadFiles(distDir, page);
  const urls = files.map((file, i) => (i === 0 && address ? address : `/${file}`));
  const answers = await Promise.all(urls.map((url) => sentBytes(`${base}${url}`)));
  return {
    bytes: answers.reduce((sum, a) => sum + a.bytes, 0),
    files: files.length,
    uncompressed: files.filter((_, i) => answers[i]?.encoding === 'identity'),
  };
}
