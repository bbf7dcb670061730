# MISTAKE: wrong index map -- transposes to (batch, seq, head_dim, heads) instead of (batch, seq, heads, head_dim), so the features of each token are interleaved across heads (h0f0, h1f0, h0f1, ...) instead of head 0's block first.
import numpy as np


def merge_heads(x):
    B, H, T, D = x.shape
    y = np.einsum("bhtd->btdh", x)
    return y.reshape(B, T, D * H)
