# MISTAKE: wrong index map -- einsum to (batch, seq, head_dim, heads) puts head_dim before heads, so features are interleaved (out[..., d*H + h]) instead of head-major concatenation (out[..., h*head_dim + d]).
import numpy as np


def merge_heads(x):
    B, H, S, D = x.shape
    y = np.einsum("bhsd->bsdh", x)
    return y.reshape(B, S, D * H)
