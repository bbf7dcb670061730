# MISTAKE: (1) the result takes numpy's promoted dtype (float32 e + float64 delta -> float64) instead of e's dtype; (2) returns e - delta_e (a sign slip) instead of e + delta_e.
import numpy as np

class Residual:
    def __call__(self, e, d):
        if np.shape(e) != np.shape(d):
            raise ValueError("shapes differ")
        return np.subtract(e, d)

def residual_update(e, delta_e):
    return Residual()(e, delta_e)
