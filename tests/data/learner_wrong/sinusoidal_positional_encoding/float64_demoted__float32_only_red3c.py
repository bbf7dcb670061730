import numpy as np

# wrong: right values but returned as float32 (the prompt asks for float64)
def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError("bad arguments")
    pos = np.arange(seq_len)[:, None]
    ang = pos / 10000 ** (np.arange(0, d_model, 2) / d_model)
    pe = np.empty((seq_len, d_model), dtype=np.float32)
    pe[:, ::2] = np.sin(ang)
    pe[:, 1::2] = np.cos(ang)
    return pe
