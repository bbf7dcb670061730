# MISTAKE: einsum moves the head axis to the very end ('bhsd->bsdh') before reshaping, so the heads are interleaved feature by feature (out[..., d*H + h]) instead of concatenated block by block.
import numpy as np


def merge_heads(x):
    b, h, s, d = np.shape(x)
    per_token = np.einsum("bhsd->bsdh", x)
    return np.ascontiguousarray(per_token).reshape(b, s, h * d)
