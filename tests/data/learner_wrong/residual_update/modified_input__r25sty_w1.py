# MISTAKE: adds into `e` in place (e[i, j] += ...) and returns it, so the caller's embeddings are overwritten.
import numpy as np


def residual_update(e, delta_e):
    if e.shape != delta_e.shape:
        raise ValueError("e and delta_e must have the same shape")
    flat_e = e.reshape(-1, e.shape[-1])
    flat_d = delta_e.reshape(-1, delta_e.shape[-1])
    for i in range(flat_e.shape[0]):
        for j in range(flat_e.shape[1]):
            flat_e[i, j] += flat_d[i, j]
    return e
