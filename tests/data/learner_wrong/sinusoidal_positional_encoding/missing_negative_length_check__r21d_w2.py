# MISTAKE: guard almost right: checks d_model <= 0 and odd, but a negative seq_len is not rejected (np.arange(-3) just gives an empty (0, d_model) array instead of ValueError).
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model <= 0 or d_model % 2 == 1:
        raise ValueError("bad d_model")
    pos = np.arange(seq_len)[:, None].astype(np.float64)
    freq = np.exp(-np.log(10000.0) * np.arange(0, d_model, 2) / d_model)
    z = pos * freq * 1j
    e = np.exp(z)
    out = np.stack([e.imag, e.real], axis=-1).reshape(max(seq_len, 0), d_model)
    return out.astype(np.float64)
