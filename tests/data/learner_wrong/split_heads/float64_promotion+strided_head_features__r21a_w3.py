# MISTAKE: (1) wrong index map -- reshapes to (batch, seq, head_dim, num_heads) and moves the LAST axis to the front, so head h gets the strided features h, h+H, h+2H, ... instead of a contiguous block; (2) dtype -- casts to float64 (astype(np.float64)), so float32 in gives float64 out.
import numpy as np


def split_heads(x, num_heads):
    B, T, D = x.shape
    if D % num_heads != 0:
        raise ValueError("bad num_heads")
    y = x.astype(np.float64).reshape(B, T, D // num_heads, num_heads)
    return np.einsum("btdh->bhtd", y)
