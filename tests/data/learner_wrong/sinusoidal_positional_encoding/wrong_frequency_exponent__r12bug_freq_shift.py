# https://github.com/huggingface/diffusers/pull/12791
# Bug: downscale_freq_shift = 1, i.e. frequency exponent -log(10000) * i / (d/2 - 1) instead of i / (d/2)
# (= 2i/d): every frequency but the first is too low (the last is exactly 1/10000); layout is interleaved, correct.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 != 0 or seq_len < 0:
        raise ValueError("d_model must be even and >= 2, seq_len >= 0")
    half = d_model // 2
    downscale_freq_shift = 1
    denom = max(half - downscale_freq_shift, 1)
    freqs = np.exp(-np.log(10000.0) * np.arange(half, dtype=np.float64) / denom)
    angles = np.arange(seq_len, dtype=np.float64)[:, None] * freqs[None, :]
    pe = np.empty((seq_len, d_model), dtype=np.float64)
    pe[:, 0::2] = np.sin(angles)
    pe[:, 1::2] = np.cos(angles)
    return pe
