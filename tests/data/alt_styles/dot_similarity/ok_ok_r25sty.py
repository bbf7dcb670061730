import numpy as np

def dot_similarity(a, b):
    a, b = np.asarray(a), np.asarray(b)
    if a.shape[-1] != b.shape[-1]: raise ValueError(f"last axes differ: {a.shape[-1]} vs {b.shape[-1]}")
    return np.einsum('...i,...i->...', *np.broadcast_arrays(a, b))
