# URL: https://github.com/BrianPulfer/PapersReimplementations/issues/9
# Bug (2): every column j gets its own frequency 10000^(-2j/d) (not shared by pairs), and sin/cos are chosen by the parity of the POSITION (rows) instead of the column.
import numpy as np

def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model <= 0 or d_model % 2 or seq_len < 0:
        raise ValueError("bad sizes")
    j = np.arange(d_model, dtype=np.float64)
    pos = np.arange(seq_len, dtype=np.float64)[:, None]
    emb = pos / 10000.0 ** (2.0 * j / d_model)
    out = np.empty_like(emb)
    out[0::2] = np.sin(emb[0::2])
    out[1::2] = np.cos(emb[1::2])
    return out
