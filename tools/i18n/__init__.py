"""The translation tables (translate_zh_CN.py: Simplified Chinese; translate_zh_TW.py: Traditional,
derived from it) that fill and compile resources/i18n/*.ts and *.qm, which ship with the program."""
