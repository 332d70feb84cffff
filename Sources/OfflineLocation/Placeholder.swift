// The offline LocationService, AmenityRequest and Store implementations live here.
