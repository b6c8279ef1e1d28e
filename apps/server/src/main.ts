import { buildApp } from './app.ts'
import { readConfig } from './config.ts'

const config = readConfig()
const app = await buildApp(config)
await app.listen({ host: config.host, port: config.port })
console.log(`Raqam is running at http://${config.host}:${config.port}`)
