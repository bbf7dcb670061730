# MISTAKE: uses the "all sines, then all cosines" layout (concatenate([sin, cos], axis=-1)) instead of the paper's interleaved layout (sines in even columns, cosines in odd columns).
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError("need an even d_model >= 2 and seq_len >= 0")
    half = d_model // 2
    freqs = np.exp(-np.log(10000.0) * np.arange(half) * 2.0 / d_model)
    args = np.arange(seq_len)[:, None] * freqs[None, :]
    return np.concatenate([np.sin(args), np.cos(args)], axis=-1).astype(np.float64)
