import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { evenResetTime } from '@/lib/auth/resetTiming'
import { staffOnlyWrites } from '@/lib/auth/staffOnlyWrites'
import { checkedBody } from '@/lib/restSurface/requestBody'

export const GET = REST_GET(config)
// A visitor's write is judged by its head before a byte is read (only the sign-in's own small
// steps pass); writes whose body is not a JSON object (or form data) are refused before Payload
// reads them; a password-reset request takes the same time whether or not the email has an account.
export const POST = staffOnlyWrites(config, evenResetTime(checkedBody(REST_POST(config))))
export const DELETE = REST_DELETE(config)
export const PATCH = staffOnlyWrites(config, checkedBody(REST_PATCH(config)))
export const PUT = staffOnlyWrites(config, checkedBody(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
