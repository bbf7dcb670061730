# URL: https://github.com/lucidrains/denoising-diffusion-pytorch/issues/357
# Bug (two, as in SinusoidalPosEmb): layout [sin..., cos...] concatenated instead of interleaved sin/cos, and frequencies 10000 ** (-i/(d/2 - 1)) instead of 10000 ** (-2i/d) (ZeroDivisionError for d_model = 2).
import math
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model <= 0 or d_model % 2 or seq_len < 0:
        raise ValueError("bad sizes")
    half_dim = d_model // 2
    emb = math.log(10000) / (half_dim - 1)
    emb = np.exp(np.arange(half_dim) * -emb)
    emb = np.arange(seq_len, dtype=np.float64)[:, None] * emb[None, :]
    return np.concatenate([np.sin(emb), np.cos(emb)], axis=-1).astype(np.float64)
