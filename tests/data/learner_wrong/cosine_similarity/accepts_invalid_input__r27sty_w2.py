# MISTAKE: the size check only asks whether the shapes broadcast, so a last axis of size 1 against size d is accepted and silently broadcast instead of raising ValueError.
import numpy as np


def cosine_similarity(a, b):
    a = np.asarray(a)
    b = np.asarray(b)
    try:
        A, B = np.broadcast_arrays(a, b)
    except ValueError:
        raise ValueError("a and b are not comparable")
    lead = A.shape[:-1]
    A2 = A.reshape(-1, A.shape[-1])
    B2 = B.reshape(-1, B.shape[-1])

    def one(pair):
        u, w = pair
        den = np.sqrt(u @ u) * np.sqrt(w @ w)
        return (u @ w) / den if den > 0 else 0.0

    vals = np.fromiter(map(one, zip(A2, B2)), dtype=np.result_type(a, b), count=A2.shape[0])
    return vals.reshape(lead)
