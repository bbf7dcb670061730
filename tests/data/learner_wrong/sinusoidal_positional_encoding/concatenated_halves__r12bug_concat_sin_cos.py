# https://github.com/huggingface/diffusers/issues/3981
# Bug: concatenated layout [sin(all freqs) | cos(all freqs)] (diffusers get_timestep_embedding) instead of the
# paper's interleaved layout (sin in even columns, cos in odd columns); frequencies themselves are right.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 != 0 or seq_len < 0:
        raise ValueError("d_model must be even and >= 2, seq_len >= 0")
    half = d_model // 2
    freqs = np.exp(-np.log(10000.0) * np.arange(half, dtype=np.float64) / half)
    angles = np.arange(seq_len, dtype=np.float64)[:, None] * freqs[None, :]
    return np.concatenate([np.sin(angles), np.cos(angles)], axis=-1)
