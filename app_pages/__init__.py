"""Streamlit pages of the practice app (run through ``st.navigation`` in ``app.py``)."""
