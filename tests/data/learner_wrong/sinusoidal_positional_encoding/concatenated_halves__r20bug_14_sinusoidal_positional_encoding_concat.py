# SOURCE: https://github.com/tensorops/TransformerX/issues/115
# BUG: "The sine positional encoding should combine the sine and cosine encoding using odd and even positions,
#      but this implementation is concatenating them."
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError("bad sizes")
    pos = np.arange(seq_len, dtype=np.float64)[:, None]
    i = np.arange(0, d_model, 2, dtype=np.float64)[None, :]
    ang = pos / np.power(10000.0, i / d_model)
    return np.concatenate([np.sin(ang), np.cos(ang)], axis=-1)   # BUG: [sin..., cos...] not interleaved
