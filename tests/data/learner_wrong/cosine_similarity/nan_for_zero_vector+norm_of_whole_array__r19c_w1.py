# MISTAKE: (1) no guard for zero vectors: 0/0 gives NaN instead of 0; (2) the norms are taken over the WHOLE array (np.linalg.norm without axis) rather than per row.
import numpy as np

def cosine_similarity(a, b):
    a = np.asarray(a); b = np.asarray(b)
    if a.shape[-1] != b.shape[-1]:
        raise ValueError("dimension mismatch")
    num = np.sum(a * b, axis=-1)
    return num / (np.linalg.norm(a) * np.linalg.norm(b))
