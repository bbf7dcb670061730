# mistake: einsum output subscripts in the wrong order: (batch, seq_len, num_heads, head_dim) kept, i.e. the head axis never moved forward
import numpy as np


def split_heads(x, num_heads):
    b, s, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    y = x.reshape(b, s, num_heads, d // num_heads)
    return np.einsum("bshd->bshd", y)
