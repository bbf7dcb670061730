import numpy as np


def _blocks(arr, n=3):
    """Yield the n equal blocks of arr along axis 0, Q first."""
    size = arr.shape[0] // n
    for i in range(n):
        yield arr[i * size:(i + 1) * size]


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError(f"in_proj_weight must be (3d, d), got {w_qkv.shape}")
    d = w_qkv.shape[1]
    if b_qkv is None:
        b_qkv = np.zeros(3 * d, dtype=w_qkv.dtype)
    b_qkv = np.asarray(b_qkv)
    if b_qkv.shape != (3 * d,):
        raise ValueError(f"in_proj_bias must be ({3 * d},), got {b_qkv.shape}")
    weights = tuple(np.array(block.T, copy=True) for block in _blocks(w_qkv))   # (d_out, d_in) -> (d_in, d_out)
    biases = tuple(np.array(block, copy=True) for block in _blocks(b_qkv))
    return weights + biases
