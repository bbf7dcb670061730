"""The practice app's plain-Python logic (no Streamlit here): settings, UI strings, storage,
grading throttle, demo sentences, attention charts and the playground's step-through.

The Streamlit pages in ``app_pages/`` and ``app.py`` are thin shells around these modules, so the
tests can import and check everything here without a running app.
"""
