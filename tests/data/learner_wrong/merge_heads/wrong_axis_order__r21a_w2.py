# MISTAKE: wrong index map -- transposes to (batch, seq, head_dim, heads) before the reshape, so features are interleaved (out[..., d*H + h]) instead of head 0's block first, then head 1's.
import numpy as np


def merge_heads(x):
    B, H, T, D = x.shape
    y = np.einsum("bhtd->btdh", x)
    return y.reshape(B, T, D * H)
