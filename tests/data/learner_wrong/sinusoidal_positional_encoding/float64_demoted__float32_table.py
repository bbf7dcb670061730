# mistake: the table is float32 (the prompt asks for float64)
import numpy as np
def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError("bad")
    pos = np.arange(0, seq_len, dtype=np.float32)[:, None]
    w = np.power(10000.0, -np.arange(0, d_model, 2, dtype=np.float32) / d_model).astype(np.float32)
    pe = np.zeros((seq_len, d_model), dtype=np.float32)
    pe[:, 0::2] = np.sin(pos * w); pe[:, 1::2] = np.cos(pos * w)
    return pe
