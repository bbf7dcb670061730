# mistakes: exponent i / d_model (the factor 2 forgotten: frequencies fall too slowly) AND the table is built in float32
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model % 2 == 1 or d_model <= 0:
        raise ValueError("d_model must be a positive even number")
    if seq_len < 0:
        raise ValueError("negative seq_len")
    pe = np.zeros((seq_len, d_model), dtype=np.float32)
    position = np.arange(seq_len, dtype=np.float32)[:, None]
    i = np.arange(d_model // 2, dtype=np.float32)
    div = np.power(10000.0, i / d_model).astype(np.float32)
    pe[:, 0::2] = np.sin(position / div)
    pe[:, 1::2] = np.cos(position / div)
    return pe
