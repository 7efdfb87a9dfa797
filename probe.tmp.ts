import { launchBrowser } from './tests/helpers/chromium'
const b = await launchBrowser()
const p = await b.newPage({ viewport: { width: 1440, height: 900 } })
await p.goto('http://127.0.0.1:3100/service/ceo?sub=0', { waitUntil: 'networkidle' })
console.log(await p.evaluate(() => [window.scrollY, document.querySelector('#tab-bar')!.getBoundingClientRect().top, document.querySelector('header')!.getAttribute('data-hidden')]))
await b.close()
