import numpy as np


def dot_similarity(a, b):
    if np.ndim(a) < 1 or np.ndim(b) < 1 or np.shape(a)[-1] != np.shape(b)[-1]:
        raise ValueError("a and b must have the same last-axis size")
    A, B = np.broadcast_arrays(a[..., None, :], b[..., None, :])
    A, B = A[..., 0, :], B[..., 0, :]
    out = np.zeros(A.shape[:-1], dtype=np.result_type(a, b))
    for idx in np.ndindex(*out.shape):
        out[idx] = np.dot(A[idx], B[idx])
    return out
