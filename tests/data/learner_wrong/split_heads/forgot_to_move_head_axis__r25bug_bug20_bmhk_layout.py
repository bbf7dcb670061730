# SOURCE: https://github.com/Vchitect/Latte/pull/69
# MISTAKE: Mixes up the two head layouts ([B, M, H, K] of xformers' memory_efficient_attention vs [B, H, M, K]): returns the reshaped (batch, seq_len, num_heads, head_dim) array without moving the head axis in front of the sequence axis.
import numpy as np


def split_heads(x, num_heads):
    x = np.asarray(x)
    b, t, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    # [B, M, H, K]: batch, sequence, heads, per-head size
    return x.reshape(b, t, num_heads, d // num_heads).copy()
