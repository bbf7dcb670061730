import numpy as np

_rowdot = np.vectorize(lambda u, w: np.dot(u, w), signature="(d),(d)->()")


def dot_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError(f"last axes differ: {a.shape[-1]} vs {b.shape[-1]}")
    return np.asarray(_rowdot(a, b), dtype=np.result_type(a, b))
