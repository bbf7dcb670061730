# MISTAKE: uses the "all sines, then all cosines" (concatenated) layout instead of the paper's interleaved layout (sin in even columns, cos in odd columns).
import numpy as np

def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0: raise ValueError("bad sizes")
    a = np.arange(seq_len)[:, None] * 10000.0 ** (-np.arange(0, d_model, 2) / d_model)
    return np.hstack([np.sin(a), np.cos(a)])
