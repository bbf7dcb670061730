# MISTAKE: the update is added into e in place (e += delta_e) and e itself is returned, so the caller's embeddings are overwritten.
import numpy as np


class ResidualStream:
    def __init__(self, e):
        self.e = e

    def add(self, delta):
        if np.shape(delta) != np.shape(self.e):
            raise ValueError("delta_e must have exactly the shape of e")
        self.e += delta
        return self.e


def residual_update(e, delta_e):
    return ResidualStream(e).add(delta_e)
