import numpy as np
def cosine_similarity(a, b):
    a = np.asarray(a); b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("last axes differ")
    dt = np.result_type(a, b)
    dot = np.einsum('...i,...i->...', a, b)
    na = np.sqrt(np.einsum('...i,...i->...', a, a))
    nb = np.sqrt(np.einsum('...i,...i->...', b, b))
    den = na * nb
    out = np.zeros(np.broadcast_shapes(a.shape[:-1], b.shape[:-1]), dtype=dt)
    nz = den > 0
    np.divide(dot, den, out=out, where=nz)
    return out.astype(dt, copy=False)
