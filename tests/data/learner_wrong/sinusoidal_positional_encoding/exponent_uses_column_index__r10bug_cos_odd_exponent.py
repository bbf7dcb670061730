# URL: https://github.com/luhengshiwo/LLMForEverybody/issues/106
# Bug: the cosine column 2i+1 uses exponent (2i+1)/d_model instead of 2i/d_model, so sin/cos pairs do not share a frequency; sines correct.
import numpy as np

def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError("bad sizes")
    pos = np.arange(seq_len, dtype=np.float64)[:, None]
    col = np.arange(d_model, dtype=np.float64)[None, :]
    ang = pos / 10000.0 ** (col / d_model)
    pe = np.empty((seq_len, d_model), dtype=np.float64)
    pe[:, 0::2] = np.sin(ang[:, 0::2])
    pe[:, 1::2] = np.cos(ang[:, 1::2])
    return pe
