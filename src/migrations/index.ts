import * as migration_20261120_225639_initial from './20261120_225639_initial'
import * as migration_20261120_225700_search_indexes from './20261120_225700_search_indexes'

export const migrations = [
  {
    up: migration_20261120_225639_initial.up,
    down: migration_20261120_225639_initial.down,
    name: '20261120_225639_initial',
  },
  {
    up: migration_20261120_225700_search_indexes.up,
    down: migration_20261120_225700_search_indexes.down,
    name: '20261120_225700_search_indexes',
  },
]
